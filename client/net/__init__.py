"""Play across computers: the host-authoritative network table (issue 30).

Headless: nothing in this package imports pygame (a table server runs without a window;
`tests/net/test_net_headless.py` checks it). The parts, top-down:

- `server.py`: the websocket server (one table for `host`, a lobby of tables for `serve`,
  whose tables autosave and reopen with `--resume`), run in its own thread beside the
  pygame loop (`ServerThread`); it measures each seat's ping;
- `table.py`: one table on the host: owns the `Session`, the seats and their tokens, the
  connections, the recent chat; applies actions only after the rules check them;
- `client.py`: the other side: a mirror of one seat's view (`Mirror`), a connection that
  reconnects with its token (`Link`), and the bot that plays a seat from its view (`join`);
- `delta.py`: a seat's view as numbered versions: whole once, then only the fields that
  changed (`Coder` on the host, `Held` on the client, which ends with the very same View);
- `messages.py`: the schema of every message, both ways (versioned, size-limited);
- `tokens.py`: a joining client's seat tokens, kept in its user folder;
- `discovery.py`: zeroconf service records (one switch turns announcing and browsing off);
- `bench.py`: the network figures of `ludotheque bench --net`.

What leaves the host about a game: a seat's view (`rules/core/wire.py`), the log lines that
seat may read, whose turn it is, and at the end the outcome and the result line.
"""
