// Stands in for ts-interface-checker in the sandbox bundle (see slimSandbox.ts). Sucrase uses it
// only to check the options object it is called with, and the runtime calls sucrase with fixed,
// known-good options (transpile.ts), so the check can never fail there. About 5 kB compressed.
const describe = () => ({});
export const array = describe;
export const iface = describe;
export const lit = describe;
export const opt = describe;
export const union = describe;
export function createCheckers() {
  return { Options: { strictCheck() {} } };
}
