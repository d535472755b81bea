"""The network package runs without a window, and nothing in the tests announces on the
network: discovery is off, and its records are built and read without sending."""

from __future__ import annotations

import os
import subprocess
import sys

from ludotheque.client.net import discovery
from ludotheque.client.net.messages import PROTOCOL
from netplay import ROOT

MODULES = ("client", "discovery", "messages", "remote", "seats", "server", "table", "tokens", "bench")


def test_the_network_package_imports_no_pygame():
    code = ("import sys\n"
            + "".join(f"import ludotheque.client.net.{m}\n" for m in MODULES)
            + "import ludotheque.client.cli.host, ludotheque.client.cli.join, ludotheque.client.cli.serve\n"
            + "print('pygame' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_discovery_is_off_in_the_tests():
    assert os.environ.get("LUDOTHEQUE_NO_DISCOVERY") == "1"
    assert not discovery.enabled()
    assert discovery.Announcer().start("ABCDEF", 7457, "castle-risk", 2, ["192.0.2.7"]) is False
    browser = discovery.Browser()
    assert browser.start() is False and browser.found() == []


def test_the_switch_reads_the_environment(monkeypatch):
    monkeypatch.setenv("LUDOTHEQUE_NO_DISCOVERY", "0")
    assert discovery.enabled()
    monkeypatch.setenv("LUDOTHEQUE_NO_DISCOVERY", "yes")
    assert not discovery.enabled()


def test_a_table_record_reads_back_as_the_table_it_announces():
    info = discovery.service_info("K7WQ2M", 7457, ["192.0.2.7"], "crack-word", 3)
    assert info.type == discovery.SERVICE and info.name == "K7WQ2M." + discovery.SERVICE
    found = discovery.found_table(info)
    assert found == discovery.FoundTable("K7WQ2M", ("192.0.2.7",), 7457, "crack-word", "K7WQ2M", 3, PROTOCOL)
    assert found.address == "192.0.2.7:7457"


def test_a_foreign_record_is_not_a_table():
    from zeroconf import ServiceInfo

    info = ServiceInfo(discovery.SERVICE, "printer." + discovery.SERVICE, port=631, addresses=[bytes(4)],
                       properties={"rp": "queue"}, server="printer.local.")
    assert discovery.found_table(info) is None
