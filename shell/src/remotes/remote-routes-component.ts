// One React.lazy component per remote and load generation. React.lazy caches a rejected promise
// for good, so Retry bumps the generation to get a fresh lazy component (and a fresh load), and so
// does a remote area mounted after its generation failed: opening the page again tries again.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@missionbase/app-config/remote-registry';
import { loadRemoteModule } from './remote-loader';

const generations = new Map<RemoteName, number>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();
const failedLoads = new Set<string>();

function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

export function remoteRoutesComponent(remote: RemoteName, generation: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}#${generation}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await loadRemoteModule(remote, 'routes');
        if (typeof module.default !== 'function') throw new Error(`${remote}/routes has no default component export`);
        return { default: module.default };
      } catch (error) {
        failedLoads.add(key);
        throw error;
      }
    });
    components.set(key, component);
  }
  return component;
}

/** The generation a remote area mounting now renders: the current one, or a new one when its load failed. */
export function mountingRemoteGeneration(remote: RemoteName): number {
  const current = remoteGeneration(remote);
  return failedLoads.has(`${remote}#${current}`) ? nextRemoteGeneration(remote) : current;
}

/** Starts a new generation for a remote and returns it. */
export function nextRemoteGeneration(remote: RemoteName): number {
  const next = remoteGeneration(remote) + 1;
  generations.set(remote, next);
  return next;
}
