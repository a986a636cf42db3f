/* net_upnp.c: port forwarding with UPnP through miniupnpc (net_upnp.h). */
#include "net_upnp.h"

#include <stdio.h>
#include <string.h>

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>

#include "net_code.h"

bool net_upnp_forward(uint16_t port, int discover_ms, NetForward *out, char *why, size_t whysize)
{
    memset(out, 0, sizeof *out);
    out->port = port;
    int error = 0;
    struct UPNPDev *devices = upnpDiscover(discover_ms, NULL, NULL, 0, 0, 2, &error);
    if (!devices) {
        snprintf(why, whysize, "no router answered UPnP on this network");
        return false;
    }
    struct UPNPUrls urls;
    struct IGDdatas data;
    char lan[64] = "";
    int igd = UPNP_GetValidIGD(devices, &urls, &data, lan, sizeof lan);
    freeUPNPDevlist(devices);
    if (igd != 1) {
        if (igd != 0)
            FreeUPNPUrls(&urls);
        snprintf(why, whysize, "%s", igd == 0 ? "no internet gateway answered UPnP"
                                     : igd == 2 ? "the router's internet connection is down"
                                                : "the UPnP device is not an internet gateway");
        return false;
    }
    char text[8], external[40] = "";
    snprintf(text, sizeof text, "%u", (unsigned)port);
    int r = UPNP_AddPortMapping(urls.controlURL, data.first.servicetype, text, text, lan, "Cartographers", "UDP", NULL,
                                "0");
    if (r != UPNPCOMMAND_SUCCESS) {
        snprintf(why, whysize, "the router refused to forward the port (%s)", strupnperror(r));
        FreeUPNPUrls(&urls);
        return false;
    }
    out->ok = true;
    if (UPNP_GetExternalIPAddress(urls.controlURL, data.first.servicetype, external) == UPNPCOMMAND_SUCCESS)
        net_ipv4_parse(external, &out->external_ipv4);
    snprintf(out->control_url, sizeof out->control_url, "%s", urls.controlURL ? urls.controlURL : "");
    snprintf(out->service, sizeof out->service, "%s", data.first.servicetype);
    FreeUPNPUrls(&urls);
    return true;
}

void net_upnp_remove(const NetForward *f)
{
    if (!f->ok || !f->control_url[0])
        return;
    char text[8];
    snprintf(text, sizeof text, "%u", (unsigned)f->port);
    UPNP_DeletePortMapping(f->control_url, f->service, text, "UDP", NULL);
}
