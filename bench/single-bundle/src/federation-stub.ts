// Stand-in for @module-federation/enhanced/runtime in the bench-only single bundle: nothing is remote there.
export const getInstance = () => null;
export const registerRemotes = () => undefined;
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
