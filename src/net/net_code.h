/* net_code.h: the invite code of a network game, and "HOST:PORT".
 *
 * THE INVITE CODE (docs/formats.md §19) is written in the game's base 32
 * with a check character (code32.h): 24 characters in groups of four,
 * "NR2M-0253-HYAY-7HD7-H5NM-TBRY". The first is the letter N (invite codes,
 * version 1; a challenge code starts with a digit). Then 110 bits, most
 * significant first: the host's IPv4 address 32, its UDP port 16, the
 * match's secret 62. The last character is the check. Only who holds the
 * secret takes a seat; the address and port say where to knock.
 *
 * Nothing here touches the network: these are pure functions on text. */
#ifndef CARTO_NET_CODE_H
#define CARTO_NET_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define NET_CODE_CHARS 24
#define NET_CODE_SIZE 32 /* the formatted code with its dashes and the NUL */
#define NET_SECRET_BITS 62
#define NET_SECRET_MASK ((UINT64_C(1) << NET_SECRET_BITS) - 1)

typedef struct NetInvite {
    uint32_t ipv4; /* host order: 127.0.0.1 is 0x7f000001 */
    uint16_t port;
    uint64_t secret; /* NET_SECRET_BITS bits, never 0 */
} NetInvite;

/* What is wrong with a code, for the front end to say in its language. */
typedef enum NetCodeFault {
    NET_CODE_OK,
    NET_CODE_EMPTY,      /* nothing but blanks and dashes */
    NET_CODE_CHARACTER,  /* `character` at `place` is no code character */
    NET_CODE_CHALLENGE,  /* it starts with a digit: a game's code, not an invite */
    NET_CODE_NOT_INVITE, /* it does not start with N */
    NET_CODE_LENGTH,     /* `got` characters; an invite has NET_CODE_CHARS */
    NET_CODE_CHECK,      /* a character is wrong or two are swapped */
    NET_CODE_INVALID,    /* checks out but holds no address, port or secret */
} NetCodeFault;

typedef struct NetCodeError {
    NetCodeFault fault;
    int place;          /* CHARACTER: counted in characters from 1 */
    unsigned char character;
    int got;            /* LENGTH */
    char message[160];  /* the English sentence */
} NetCodeError;

/* The code of an invite into out (NET_CODE_SIZE bytes); false for an
 * invite with no port or secret, or a buffer too small. */
bool net_code_format(const NetInvite *inv, char *out, size_t size);
/* Reads a code as typed or pasted (either case, blanks and dashes
 * anywhere). On failure *out is cleared and *err (may be NULL) says why. */
bool net_code_parse(const char *text, NetInvite *out, NetCodeError *err);

/* Whether text looks like "HOST:PORT" rather than an invite code (it has a
 * colon). */
bool net_is_address(const char *text);
/* Splits "HOST:PORT" (blanks around it ignored): host is a name or dotted
 * IPv4 address of at most size - 1 bytes of letters, digits, '.', '-' and
 * '_'; the port 1 to 65535. False with the reason in why. */
bool net_address_split(const char *text, char *host, size_t size, uint16_t *port, char *why, size_t whysize);
/* "a.b.c.d" of an IPv4 address in host order. */
void net_ipv4_text(uint32_t ipv4, char *out, size_t size);
/* Reads a dotted IPv4 address ("127.0.0.1" only: four numbers 0-255). */
bool net_ipv4_parse(const char *text, uint32_t *out);
/* Whether an address is one a home or office network uses for itself:
 * 10/8, 172.16/12, 192.168/16, 169.254/16 (link-local) and 127/8. */
bool net_ipv4_private(uint32_t ipv4);

#endif
