import fs from 'node:fs';
const f = process.argv[2];
const p = JSON.parse(fs.readFileSync(f));
const self = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
const dt = p.timeDeltas; const counts = new Map();
p.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const n of p.nodes) { const k = n.callFrame.functionName + ' ' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber; self.set(k, (self.get(k) ?? 0) + (counts.get(n.id) ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ${k}`).join('\n'));
