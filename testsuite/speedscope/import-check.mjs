// import-check.mjs -- load a -pj report with speedscope's own importer.
//
//   node import-check.mjs SPEEDSCOPE_BUNDLE.js REPORT.json PARENT>CHILD...
//
// speedscope is published as a browser bundle, not a library: this script
// runs the bundle in a sandbox, takes its GHC-profile importer (found by
// what it does: the function that reads `t.cost_centres`) and imports the
// report with it.  It then checks, in the allocation profile the importer
// builds, that every frame CHILD (e.g. Main.nfib) has a caller PARENT
// (Main.f): prints the imported call tree and "ok", or the reason and exits
// with status 1.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const [bundlePath, reportPath, ...expectations] = process.argv.slice(2);
if (!bundlePath || !reportPath) {
  console.error('usage: import-check.mjs BUNDLE.js REPORT.json PARENT>CHILD...');
  process.exit(2);
}
function fail(msg) { console.error(`speedscope import: ${msg}`); process.exit(1); }

let src = readFileSync(bundlePath, 'utf8');
const imp = src.match(/function (\w+)\(t\)\{let e=new Map;for\(let r of t\.cost_centres\)/);
if (!imp) fail('no GHC importer found in the bundle (another speedscope version?)');
const at = src.indexOf(imp[0]);
const initAt = src.lastIndexOf('=re(()=>{"use strict";', at);
const init = initAt < 0 ? null : src.slice(src.lastIndexOf('var ', initAt) + 4, initAt);
if (!init || !/^\w+$/.test(init)) fail('cannot find the importer module\'s initialiser');
const head = '"use strict";(()=>{';
if (!src.startsWith(head)) fail('unexpected bundle layout');
src = head + `globalThis.__speedscope=()=>({importer:${imp[1]},init:${init}});` +
      src.slice(head.length);

// A do-nothing browser: the application's own start-up may fail, which
// does not matter once the importer's module is defined.
const inert = new Proxy(function () {}, {
  get: (t, k) => (k === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert, construct: () => inert,
});
const sandbox = { console, setTimeout, clearTimeout, URL, TextDecoder, TextEncoder,
                  window: inert, document: inert, navigator: inert, location: inert,
                  localStorage: inert, requestAnimationFrame: () => 0 };
sandbox.globalThis = sandbox;
vm.createContext(sandbox);
try { vm.runInContext(src, sandbox); } catch (e) { /* the UI's start-up */ }
if (!sandbox.__speedscope) fail('the bundle did not run far enough');
const { importer, init: initModule } = sandbox.__speedscope();
initModule();

let report;
try { report = JSON.parse(readFileSync(reportPath, 'utf8')); }
catch (e) { fail(`${reportPath} is not JSON: ${e.message}`); }
const group = importer(report);
if (!group || !group.profiles || group.profiles.length !== 2)
  fail('the importer returned no time and allocation profiles');
const alloc = group.profiles[1];

// caller -> callee pairs of the allocation profile's call tree
const edges = new Set();
const lines = [];
(function walk(node, depth, parent) {
  for (const child of node.children) {
    lines.push(`${'  '.repeat(depth)}${child.frame.name} ${child.getTotalWeight()}`);
    edges.add(`${parent}>${child.frame.name}`);
    walk(child, depth + 1, child.frame.name);
  }
})(alloc.getAppendOrderCalltreeRoot(), 0, '');
console.log(`${group.name}: ${alloc.getName()}, total ${alloc.getTotalWeight()}`);
console.log(lines.join('\n'));
for (const e of expectations)
  if (!edges.has(e)) fail(`no call ${e} in the imported profile`);
console.log('ok');
