'use strict';
/**
 * Stand-in for @module-federation/enhanced/runtime in Jest: no network. Tests register modules with
 * `require('@module-federation/enhanced/runtime').__setRemoteModule('family/AnimalRequestArea', module)`
 * or make them fail with `__setRemoteModule(id, new Error('down'))`; unknown ids reject.
 */
const modules = new Map();
const remotes = [];

const host = {
  options: { remotes },
  registerRemotes(list) {
    for (const remote of list) if (!remotes.some((r) => r.name === remote.name)) remotes.push(remote);
  },
  async loadRemote(id) {
    if (!modules.has(id)) throw new Error(`No mocked remote module for ${id}`);
    const value = modules.get(id);
    if (value instanceof Error) throw value;
    return value;
  },
};

module.exports = {
  getInstance: () => host,
  init: () => host,
  createInstance: () => host,
  loadRemote: (id) => host.loadRemote(id),
  registerRemotes: (list) => host.registerRemotes(list),
  registerPlugins: () => {},
  __setRemoteModule(id, value) {
    modules.set(id, value);
  },
  __clearRemoteModules() {
    modules.clear();
  },
};
