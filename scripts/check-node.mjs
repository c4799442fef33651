// npm scripts run on the Node pinned in devDependencies ("node": "24.x"). If its install script was
// skipped, npm silently falls back to the machine's Node, which is too old for wrangler and vitest.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is running, but this project needs Node 24 (the "node" devDependency).`);
  console.error("Reinstall with install scripts enabled: npm ci --foreground-scripts");
  process.exit(1);
}
