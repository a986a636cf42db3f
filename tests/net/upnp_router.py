"""upnp_router.py: an internet gateway of our own for the tests (the CLI's
host in test_net_matches.py, the app's in tests/ui/test_net_router.py)."""
import http.server
import re
import select
import socket
import subprocess
import threading


class Router:
    """An internet gateway of our own that speaks just enough UPnP for
    miniupnpc: it answers the SSDP search on 239.255.255.250:1900, serves a
    device description with a WANIPConnection service and answers its SOAP
    actions (status, public address, adding and deleting a port mapping,
    or refusing to add one). It keeps every action it was asked."""

    PUBLIC = "80.81.82.83"
    SOAP = "http://schemas.xmlsoap.org/soap/envelope/"
    WANIP = "urn:schemas-upnp-org:service:WANIPConnection:1"

    @staticmethod
    def prepare_loopback():
        """In a network namespace of its own: multicast on the loopback (the
        SSDP search), and the router's public address here too, so that an
        invite code that names it is reached."""
        for cmd in (["ip", "link", "set", "lo", "up"], ["ip", "link", "set", "lo", "multicast", "on"],
                    ["ip", "route", "add", "239.0.0.0/8", "dev", "lo"],
                    ["ip", "addr", "add", Router.PUBLIC + "/32", "dev", "lo"]):
            subprocess.run(cmd, check=False, capture_output=True)

    def __init__(self, refuse=False):
        self.refuse = refuse
        self.actions = []
        router = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def reply(self, status, body):
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", 'text/xml; charset="utf-8"')
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                self.reply(200, router.description())

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode(errors="replace")
                action = self.headers.get("SOAPAction", "").strip('"').split("#")[-1]
                router.actions.append((action, dict(re.findall(r"<(New\w+)>([^<]*)</", body))))
                if router.refuse and action == "AddPortMapping":
                    self.reply(500, '<?xml version="1.0"?><s:Envelope xmlns:s="%s"><s:Body><s:Fault>'
                               '<faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>'
                               '<UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>718</errorCode>'
                               '<errorDescription>ConflictInMappingEntry</errorDescription></UPnPError>'
                               '</detail></s:Fault></s:Body></s:Envelope>' % router.SOAP)
                    return
                out = {"GetStatusInfo": "<NewConnectionStatus>Connected</NewConnectionStatus>"
                                        "<NewLastConnectionError>ERROR_NONE</NewLastConnectionError><NewUptime>9</NewUptime>",
                       "GetExternalIPAddress": "<NewExternalIPAddress>%s</NewExternalIPAddress>" % router.PUBLIC}
                self.reply(200, '<?xml version="1.0"?><s:Envelope xmlns:s="%s"><s:Body><u:%sResponse xmlns:u="%s">%s'
                           '</u:%sResponse></s:Body></s:Envelope>' % (router.SOAP, action, router.WANIP,
                                                                     out.get(action, ""), action))

        self.http = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        self.ssdp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.ssdp.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.ssdp.bind(("", 1900))
        self.ssdp.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                             socket.inet_aton("239.255.255.250") + socket.inet_aton("127.0.0.1"))
        self.stop = False
        threading.Thread(target=self.http.serve_forever, daemon=True).start()
        threading.Thread(target=self.answer, daemon=True).start()

    def description(self):
        def service(kind, sid, url):
            return ("<service><serviceType>urn:schemas-upnp-org:service:%s</serviceType><serviceId>urn:upnp-org:"
                    "serviceId:%s</serviceId><controlURL>/ctl/%s</controlURL><eventSubURL>/evt/%s</eventSubURL>"
                    "<SCPDURL>/%s.xml</SCPDURL></service>" % (kind, sid, url, url, url))
        return ('<?xml version="1.0"?><root xmlns="urn:schemas-upnp-org:device-1-0"><specVersion><major>1</major>'
                '<minor>0</minor></specVersion><device><deviceType>urn:schemas-upnp-org:device:'
                'InternetGatewayDevice:1</deviceType><friendlyName>test router</friendlyName><deviceList><device>'
                '<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType><serviceList>%s</serviceList>'
                '<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>'
                '<serviceList>%s</serviceList></device></deviceList></device></deviceList></device></root>'
                % (service("WANCommonInterfaceConfig:1", "WANCommonIFC1", "CmnIfCfg"),
                   service("WANIPConnection:1", "WANIPConn1", "IPConn")))

    def answer(self):
        while not self.stop:
            ready, _, _ = select.select([self.ssdp], [], [], 0.1)
            if not ready:
                continue
            data, addr = self.ssdp.recvfrom(4096)
            m = re.search(r"^ST: *(\S+)", data.decode(errors="replace"), re.I | re.M)
            st = m.group(1) if m else "upnp:rootdevice"
            self.ssdp.sendto(("HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\nST: %s\r\nUSN: uuid:0000-1::%s\r\n"
                              "EXT:\r\nSERVER: Test/1.0 UPnP/1.1 test/1.0\r\nLOCATION: http://127.0.0.1:%d/rootDesc.xml"
                              "\r\n\r\n" % (st, st, self.http.server_address[1])).encode(), addr)

    def close(self):
        self.stop = True
        self.http.shutdown()
        self.ssdp.close()

    def asked(self, action):
        return [args for a, args in self.actions if a == action]
