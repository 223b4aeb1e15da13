import http from "node:http";
const [path, host, n] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = () => new Promise((resolve, reject) => { const t = performance.now(); http.get({ host: "127.0.0.1", port: 3000, path, agent, headers: { host } }, (r) => { r.resume(); r.on("end", () => resolve(performance.now() - t)); }).on("error", reject); });
for (let i = 0; i < 20; i++) await get();
const times = []; for (let i = 0; i < Number(n ?? 200); i++) times.push(await get());
times.sort((a, b) => a - b);
console.log(path, "mean", (times.reduce((a, b) => a + b) / times.length).toFixed(2), "p50", times[times.length >> 1].toFixed(2), "p90", times[Math.floor(times.length * 0.9)].toFixed(2));
