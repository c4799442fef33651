/**
 * Timing helpers of the benchmarks (scripts/bench.ts, bench-desk.ts, bench-estimates.ts): one request at a time with its
 * round trip's percentiles, and the CPU time the serving processes spent, read from /proc.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import type { LocalServer } from "./local-server";

/**
 * GETs `path(i)` `requests` times, one at a time, after ten warm-up requests (they compile code and
 * fill SQLite's page cache), and prints the round trip's p50, p95 and max, with workerd's CPU per request.
 */
export async function timeRequests(server: LocalServer, label: string, path: (i: number) => string, requests: number) {
  for (let i = 0; i < 10; i++) {
    const warmUp = await fetch(`${server.baseUrl}${path(i)}`);
    await warmUp.arrayBuffer();
    if (warmUp.status !== 200) {
      console.log(`  ${label} not measured: ${path(i)} answers ${warmUp.status}`);
      return;
    }
  }
  const latencies: number[] = [];
  const cpuBefore = serverCpu(server.baseUrl);
  for (let i = 0; i < requests; i++) {
    const begin = performance.now();
    const response = await fetch(`${server.baseUrl}${path(i)}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}`);
    latencies.push(performance.now() - begin);
  }
  const cpuAfter = serverCpu(server.baseUrl);
  printTimes(label, latencies, cpuBefore && cpuAfter ? cpuAfter.workerd - cpuBefore.workerd : null);
}

/**
 * Sends each of `requests` once, one at a time (each changes what it acts on, so none can be sent
 * twice or to warm up: what they need is made beforehand), and prints the round trip's p50, p95 and
 * max, with workerd's CPU per request. Every request must answer 2xx.
 */
export async function timeEach(server: LocalServer, label: string, requests: Array<() => Promise<Response>>) {
  const latencies: number[] = [];
  const cpuBefore = serverCpu(server.baseUrl);
  for (const send of requests) {
    const begin = performance.now();
    const response = await send();
    const text = await response.text();
    if (!response.ok) throw new Error(`${label.trim()} answered ${response.status}: ${text}`);
    latencies.push(performance.now() - begin);
  }
  const cpuAfter = serverCpu(server.baseUrl);
  printTimes(label, latencies, cpuBefore && cpuAfter ? cpuAfter.workerd - cpuBefore.workerd : null);
}

function printTimes(label: string, latencies: number[], workerdCpuMs: number | null) {
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
  const cpu = workerdCpuMs === null ? "" : `   workerd CPU ${(workerdCpuMs / latencies.length).toFixed(1)} ms/request`;
  console.log(`  ${label} p50 ${at(50)} ms   p95 ${at(95)} ms   max ${at(100)} ms${cpu}`);
}

// ------------------------------------------------------------------------- CPU time from /proc

const clockTicksPerSecond = 100;

/** CPU milliseconds used so far by the process tree that serves baseUrl: the listener's wrangler/vite ancestor and all below it. */
export function serverCpu(baseUrl: string): { total: number; workerd: number } | null {
  try {
    const processes = readProcesses();
    let root = listenerPid(Number(new URL(baseUrl).port || 80), processes);
    if (root === null) return null;
    for (let parent = processes.get(root)?.ppid; parent && /wrangler|vite/.test(processes.get(parent)?.cmdline ?? ""); ) {
      root = parent;
      parent = processes.get(parent)?.ppid;
    }
    let total = 0;
    let workerd = 0;
    const pending = [root];
    while (pending.length > 0) {
      const pid = pending.pop() as number;
      const info = processes.get(pid);
      if (!info) continue;
      total += info.cpuMs;
      if (info.cmdline.includes("workerd")) workerd += info.cpuMs;
      for (const [child, childInfo] of processes) if (childInfo.ppid === pid) pending.push(child);
    }
    return { total, workerd };
  } catch {
    return null;
  }
}

function readProcesses() {
  const processes = new Map<number, { ppid: number; cpuMs: number; cmdline: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cpuTicks = Number(fields[11]) + Number(fields[12]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      processes.set(Number(entry), { ppid: Number(fields[1]), cpuMs: (cpuTicks * 1000) / clockTicksPerSecond, cmdline });
    } catch {
      // the process ended while being read
    }
  }
  return processes;
}

function listenerPid(port: number, processes: Map<number, unknown>): number | null {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      const localPort = Number.parseInt(columns[1]?.split(":").at(-1) ?? "", 16);
      if (localPort === port && columns[3] === "0A") inodes.add(columns[9] ?? "");
    }
  }
  for (const pid of processes.keys()) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.slice(8, -1))) return pid;
      }
    } catch {
      // not ours to read, or gone
    }
  }
  return null;
}
