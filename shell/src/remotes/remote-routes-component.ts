// One React.lazy component per remote and load generation. React.lazy caches a rejected promise
// for good, so Retry bumps the generation to get a fresh lazy component (and a fresh load).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@missionbase/app-config/remote-registry';
import { loadRemoteModule } from './remote-loader';

const generations = new Map<RemoteName, number>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();

export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

export function remoteRoutesComponent(remote: RemoteName, generation: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}#${generation}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule(remote, 'routes');
      if (typeof module.default !== 'function') throw new Error(`${remote}/routes has no default component export`);
      return { default: module.default };
    });
    components.set(key, component);
  }
  return component;
}

/** Starts a new generation for a remote and returns it. */
export function nextRemoteGeneration(remote: RemoteName): number {
  const next = remoteGeneration(remote) + 1;
  generations.set(remote, next);
  return next;
}
