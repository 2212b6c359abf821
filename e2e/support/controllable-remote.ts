// One remote served by the test itself on its own port, so the test can take it down and bring it
// back (the shared servers on 4001-4006 stay up for the tests running beside it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDist, type AppInfo } from '../../scripts/lib/apps.mjs';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.mjs';

export class ControllableRemote {
  private server: StaticServer | undefined;
  private port = 0;

  private constructor(readonly app: AppInfo) {}

  /** Reserves a free port for the remote and leaves it DOWN (nothing listens there yet). */
  static async reserve(federationName: string): Promise<ControllableRemote> {
    const app = APPS.find((candidate) => candidate.federationName === federationName);
    if (!app || app.federationName === 'shell') throw new Error(`No remote named ${federationName}`);
    if (!existsSync(path.join(appDist(app), 'mf-manifest.json'))) throw new Error(`${app.dir}/dist is missing: run \`pnpm build\` first`);
    const remote = new ControllableRemote(app);
    await remote.start();
    await remote.stop();
    return remote;
  }

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  get manifestUrl(): string {
    return `${this.origin}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    this.server = await serveStatic({ dir: appDist(this.app), port: this.port });
    this.port = this.server.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.close();
  }
}
