#!/usr/bin/env python3
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A client written from docs/PROTOCOL.md alone, with the standard library only (issue 38): creates a
rummy table with two human seats, joins the seat that moves first and plays one legal turn (draws
from the stock, discards the card drawn). Usage: play_one_turn.py PORT [--print]. Exit 0 on success."""
import base64, json, os, socket, struct, sys

class WebSocket:
    def __init__(self, host, port):
        self.s = socket.create_connection((host, port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.s.recv(1)
        assert head.startswith(b"HTTP/1.1 101"), head

    def send(self, obj):
        data = json.dumps(obj).encode()
        mask = os.urandom(4)
        n = len(data)
        head = struct.pack("!BB", 0x81, 0x80 | n) if n < 126 else struct.pack("!BBH", 0x81, 0x80 | 126, n)
        self.s.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _exact(self, n):
        buf = b""
        while len(buf) < n:
            chunk = self.s.recv(n - len(buf))
            if not chunk:
                raise EOFError
            buf += chunk
        return buf

    def receive(self):
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126: n = struct.unpack("!H", self._exact(2))[0]
            elif n == 127: n = struct.unpack("!Q", self._exact(8))[0]
            payload = self._exact(n)
            if b0 & 0x0F == 0x1: return json.loads(payload)
            if b0 & 0x0F == 0x9: self.s.sendall(struct.pack("!BB", 0x8A, 0x80 | len(payload)) + b"\0\0\0\0" + payload)  # pong
            if b0 & 0x0F == 0x8: raise EOFError

def until(ws, kind, show):
    while True:
        m = ws.receive()
        if show: print(json.dumps(m))
        if m["type"] == kind: return m
        if m["type"] == "error": sys.exit(f"error: {m}")

port, show = int(sys.argv[1]), "--print" in sys.argv
ws = WebSocket("127.0.0.1", port)
ws.send({"v": 1, "type": "create", "variant": "rummy", "seats": [{"kind": "human", "name": "Ana"}, {"kind": "human", "name": "Bo"}]})
created = until(ws, "created", show)
for seat in created["seats"]:
    ws = WebSocket("127.0.0.1", port)
    ws.send({"v": 1, "type": "join", "table": created["table"], "token": seat["token"]})
    update = until(ws, "update", show)
    view = update["view"]
    if view["current"] == view["seat"]: break
hand = set(view["hand"])
ws.send({"v": 1, "type": "act", "id": 1, "step": update["step"], "action": {"seat": view["seat"], "do": "draw", "from": "stock"}})
until(ws, "accepted", show)
update = until(ws, "update", show)
drawn = (set(update["view"]["hand"]) - hand).pop()
ws.send({"v": 1, "type": "act", "id": 2, "step": update["step"], "action": {"seat": view["seat"], "do": "discard", "card": drawn}})
until(ws, "accepted", show)
update = until(ws, "update", show)
assert update["view"]["pile"][-1] == drawn and update["view"]["current"] != view["seat"]
print("played one turn: drew and discarded card", drawn)
