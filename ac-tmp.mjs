import autocannon from "autocannon";
const [url, host, secs] = process.argv.slice(2);
const r = await autocannon({ url, connections: 50, duration: Number(secs ?? 10), headers: { host } });
console.log(url, host, "req/s", r.requests.average, "p50", r.latency.p50, "p99", r.latency.p99, "non2xx", r.non2xx, "errors", r.errors);
