import { describe, expect, it } from "vitest";
import type { ChatReplyRequest } from "../../src/lib/chat";
import { clientBucket, clientNetwork, rateLimitPolicies } from "../../worker/domain/rate-limit";
import { newClientIp, newClientNetwork, postJson } from "./support/http";

describe("a rate limit counts per client network", () => {
  it("keeps an IPv4 address on its own and groups IPv6 addresses by /64, however they are written", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork(" 203.0.113.7 ")).toBe("203.0.113.7");
    for (const address of [
      "2001:db8:a:b::1",
      "2001:DB8:A:B:ffff:ffff:ffff:ffff",
      "2001:0db8:000a:000b:0000:0000:0000:0001",
      "2001:db8:a:b:1:2:3:4",
      "2001:db8:a:b::",
      "2001:db8:a:b:0:0:192.0.2.1",
      "2001:db8:a:b::192.0.2.1",
    ]) {
      expect(clientNetwork(address), address).toBe("2001:db8:a:b::/64");
    }
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetwork("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientNetwork("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(clientNetwork("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientNetwork("::ffff:198.51.100.8")).not.toBe(clientNetwork("::ffff:198.51.100.7"));
  });

  it("keeps what is not an address as it is", () => {
    for (const text of [
      "unknown",
      "2001:db8::1::2",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7",
      "2001:db8::g",
      "::ffff:198.51.100.300",
    ]) {
      expect(clientNetwork(text), text).toBe(text);
    }
  });

  it("gives addresses of one /64 one bucket, and neighbouring networks and IPv4 addresses their own", async () => {
    const bucket = (address: string) => clientBucket("chatReplies", address, "secret");
    expect(await bucket("2001:db8:a:b::1")).toBe(await bucket("2001:db8:a:b:dead:beef:1:2"));
    expect(await bucket("2001:db8:a:b::1")).not.toBe(await bucket("2001:db8:a:c::1"));
    expect(await bucket("::ffff:192.0.2.1")).toBe(await bucket("192.0.2.1"));
    expect(await bucket("192.0.2.1")).not.toBe(await bucket("192.0.2.2"));
    expect(await bucket("192.0.2.1")).not.toBe(await clientBucket("leads", "192.0.2.1", "secret"));
    expect(newClientIp()).not.toBe(newClientIp());
    expect(clientNetwork(newClientIp())).not.toBe(clientNetwork(newClientIp()));
  });

  it("a visitor cannot dodge the AI reply limit by moving to another address in its /64", async () => {
    const network = newClientNetwork();
    const request: ChatReplyRequest = { language: "en", step: "summary", known: {}, history: [{ from: "visitor", text: "Hi" }] };
    const { limit } = rateLimitPolicies.chatReplies;
    for (let host = 1; host <= limit; host++) {
      expect((await postJson("/api/chatbot/reply", request, { ip: `${network}::${host.toString(16)}` })).status).toBe(200);
    }
    expect((await postJson("/api/chatbot/reply", request, { ip: `${network}:ffff:ffff:ffff:ffff` })).status).toBe(429);
    expect((await postJson("/api/chatbot/reply", request, { ip: newClientIp() })).status).toBe(200);
  });
});
