"""Finding tables on the local network: zeroconf (mDNS) service records.

A host announces `<code>._ludotheque._tcp.local.` with its port, addresses and a few
properties (game, join code, free seats, protocol); a joining window browses for them.

ONE switch turns announcing and browsing off: the environment variable
`LUDOTHEQUE_NO_DISCOVERY=1` (set by the tests' configuration, `shot`, `monkey` and CI,
since mDNS sends multicast, which those machines must not). `enabled()` reads it every
time; `Announcer` and `Browser` do nothing at all when it is off (no Zeroconf instance, no
socket). `service_info` / `found_table` build and read the records without sending
anything (the tests use only these).
"""

from __future__ import annotations

import ipaddress
import logging
import os
import socket
from dataclasses import dataclass
from typing import Any

from ludotheque.client.net.messages import PROTOCOL

log = logging.getLogger("ludotheque.net")

SERVICE = "_ludotheque._tcp.local."
SWITCH = "LUDOTHEQUE_NO_DISCOVERY"


def enabled() -> bool:
    return os.environ.get(SWITCH, "").strip().lower() not in ("1", "true", "yes", "on")


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the network."""

    name: str
    addresses: tuple[str, ...]
    port: int
    game: str
    code: str
    free: int
    protocol: int

    @property
    def address(self) -> str:
        host = self.addresses[0] if self.addresses else "127.0.0.1"
        return f"[{host}]:{self.port}" if ":" in host else f"{host}:{self.port}"


def service_info(code: str, port: int, addresses: list[str], game: str, free: int) -> Any:
    """The zeroconf record of one table (built, not sent)."""
    from zeroconf import ServiceInfo

    packed = [ipaddress.ip_address(a).packed for a in addresses]
    return ServiceInfo(SERVICE, f"{code}.{SERVICE}", port=port, addresses=packed,
                       properties={"game": game, "code": code, "free": str(free), "v": str(PROTOCOL)},
                       server=f"ludotheque-{code.lower()}.local.")


def found_table(info: Any) -> FoundTable | None:
    """A table from a zeroconf record; None when the record is not one of ours."""
    props = {k: v for k, v in (info.decoded_properties or {}).items() if v is not None}
    try:
        return FoundTable(info.name.removesuffix("." + SERVICE), tuple(info.parsed_addresses()), int(info.port),
                          props["game"][:30], props["code"][:12], int(props.get("free", "0")), int(props["v"]))
    except (KeyError, ValueError, TypeError):
        return None


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses others may reach (no loopback), best first."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent by a UDP connect
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))  # an AF_INET address: (host, port), the host a str
    except OSError:
        pass
    out = []
    for address in found:
        if not ipaddress.ip_address(address).is_loopback and address not in out:
            out.append(address)
    return out


class Announcer:
    """Announces one table while it is open (nothing when discovery is off)."""

    def __init__(self) -> None:
        self._zc: Any = None
        self._info: Any = None

    def start(self, code: str, port: int, game: str, free: int, addresses: list[str] | None = None) -> bool:
        if not enabled():
            return False
        addresses = addresses or local_addresses()
        if not addresses:
            return False
        try:
            from zeroconf import Zeroconf

            self._info = service_info(code, port, addresses, game, free)
            self._zc = Zeroconf()
            self._zc.register_service(self._info)
        except Exception as exc:  # no multicast route, a firewall: the address can still be typed
            log.info("not announced: %s", exc)
            self.stop()
            return False
        return True

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            try:
                if self._info is not None:
                    zc.unregister_service(self._info)
            finally:
                zc.close()


class Browser:
    """Collects the tables announced nearby (nothing when discovery is off)."""

    def __init__(self) -> None:
        self._zc: Any = None
        self._browser: Any = None
        self.tables: dict[str, FoundTable] = {}

    def start(self) -> bool:
        if not enabled():
            return False
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except Exception as exc:
            log.info("not browsing: %s", exc)
            self.stop()
            return False
        return True

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change.name == "Removed":
            self.tables.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1000)
        table = found_table(info) if info is not None else None
        if table is not None and table.protocol == PROTOCOL:
            self.tables[name] = table

    def found(self) -> list[FoundTable]:
        return sorted(self.tables.values(), key=lambda t: t.code)

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if zc is not None:
            zc.close()
