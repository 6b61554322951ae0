import fs from 'node:fs';
const t0 = performance.now();
const { TypeScriptWorker } = await import('monaco-editor/languages/features/typescript/tsWorker');
const { libFileMap } = await import('monaco-editor/languages/features/typescript/lib/lib');
const tImport = performance.now() - t0;
const cdir='/work/main/node_modules/.cache/mcp-tour-editor-types/'; const newest = fs.readdirSync(cdir).map(f=>[f, fs.statSync(cdir+f).mtimeMs]).sort((a,b)=>b[1]-a[1])[0][0]; const types = JSON.parse(fs.readFileSync(cdir+newest, 'utf8'));
const strip = process.argv[2] === 'strip';
for (const k of Object.keys(libFileMap)) delete libFileMap[k];
const stripJsDoc = (t) => t.replace(/\/\*\*[\s\S]*?\*\//g, '');
for (const [k, v] of Object.entries(types.libs)) libFileMap[k] = v;
const uri = 'file:///editor/code-1.ts';
const text = fs.readFileSync('/work/main/lessons/01-host-client-server/main.ts', 'utf8');
const model = { uri: { toString: () => uri, path: '/editor/code-1.ts' }, version: 1, getValue: () => text };
const extraLibs = Object.fromEntries(Object.entries(types.files).map(([u, c]) => [u, { content: c, version: 1 }]));
const opts = { target: 9, module: 99, moduleResolution: 100, moduleDetection: 3, lib: ['lib.es2023.d.ts','lib.webworker.d.ts','lib.webworker.iterable.d.ts','lib.webworker.asynciterable.d.ts'], libReplacement: false, types: [], strict: true, esModuleInterop: true, isolatedModules: true, skipLibCheck: true, noEmit: true, allowNonTsExtensions: true };
const w = new TypeScriptWorker({ getMirrorModels: () => [model] }, { compilerOptions: opts, extraLibs });
const t = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
import inspector from 'node:inspector'; const session = new inspector.Session(); session.connect(); const post = (m, p) => new Promise((r, j) => session.post(m, p, (e, res) => e ? j(e) : r(res)));
if (process.argv[2] === 'prof') { await post('Profiler.enable'); await post('Profiler.start'); }
let a = t(); await w.getSyntacticDiagnostics(uri); const syn = t() - a;
if (process.argv[2] === 'prof') { const { profile } = await post('Profiler.stop'); fs.writeFileSync('/tmp/edtypes/syn.cpuprofile', JSON.stringify(profile)); }
a = t(); const qi = await w.getQuickInfoAtPosition(uri, text.indexOf('new McpServer') + 5); const quick = t() - a;
a = t(); const sem = await w.getSemanticDiagnostics(uri); const semT = t() - a;
a = t(); const comp = await w.getCompletionsAtPosition(uri, text.indexOf('server.registerTool') + 7); const compT = t() - a;
console.log(JSON.stringify({ strip, import: Math.round(tImport), syntactic: Math.round(syn), quickinfo: Math.round(quick), semantic: Math.round(semT), completions: Math.round(compT), errors: sem.length, quick: qi.displayParts.map(p => p.text).join('').slice(0, 80), ncomp: comp.entries.length }));
