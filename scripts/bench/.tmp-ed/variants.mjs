import fs from 'node:fs';
const variant = process.argv[2];
const { TypeScriptWorker } = await import('monaco-editor/languages/features/typescript/tsWorker');
const { libFileMap } = await import('monaco-editor/languages/features/typescript/lib/lib');
const cdir='/work/main/node_modules/.cache/mcp-tour-editor-types/'; const newest = fs.readdirSync(cdir).map(f=>[f, fs.statSync(cdir+f).mtimeMs]).sort((a,b)=>b[1]-a[1])[0][0]; const types = JSON.parse(fs.readFileSync(cdir+newest, 'utf8'));
for (const k of Object.keys(libFileMap)) delete libFileMap[k];
for (const [k, v] of Object.entries(types.libs)) libFileMap[k] = v;
libFileMap['lib.tiny.d.ts'] = 'interface Console { log(...data: any[]): void; error(...data: any[]): void; warn(...data: any[]): void } declare var console: Console;';
const uri = 'file:///editor/code-1.ts';
const text = fs.readFileSync('/work/main/lessons/01-host-client-server/main.ts', 'utf8');
const model = { uri: { toString: () => uri, path: '/editor/code-1.ts' }, version: 1, getValue: () => text };
const extraLibs = Object.fromEntries(Object.entries(types.files).map(([u, c]) => [u, { content: c, version: 1 }]));
let lib = ['lib.es2023.d.ts','lib.webworker.d.ts','lib.webworker.iterable.d.ts','lib.webworker.asynciterable.d.ts'];
if (variant === 'C') lib = ['lib.es2023.d.ts', 'lib.tiny.d.ts'];
const opts = { target: 9, module: 99, moduleResolution: 100, moduleDetection: 3, lib, libReplacement: false, types: [], strict: true, esModuleInterop: true, isolatedModules: true, skipLibCheck: true, noEmit: true, allowNonTsExtensions: true };
class W extends TypeScriptWorker {
  getScriptFileNames() { const all = super.getScriptFileNames(); return variant === 'A' ? all : all.filter(f => !f.startsWith('file:///node_modules/') || f.includes('@types/node/assert')); }
}
const w = new W({ getMirrorModels: () => [model] }, { compilerOptions: opts, extraLibs });
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let a = cpu(), b = performance.now(); await w.getSyntacticDiagnostics(uri); const syn = [cpu() - a, performance.now() - b];
a = cpu(); b = performance.now(); const qi = await w.getQuickInfoAtPosition(uri, text.indexOf('new McpServer') + 5); const quick = [cpu() - a, performance.now() - b];
a = cpu(); b = performance.now(); const sem = await w.getSemanticDiagnostics(uri); const semT = [cpu() - a, performance.now() - b];
const files = w.getLanguageService().getProgram().getSourceFiles();
console.log(variant, JSON.stringify({ files: files.length, chars: files.reduce((s, f) => s + f.text.length, 0), syntactic: syn.map(Math.round), quickinfo: quick.map(Math.round), semantic: semT.map(Math.round), errors: sem.map(d => d.messageText.messageText ?? d.messageText).slice(0,2) }));
