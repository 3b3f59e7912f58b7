import { beforeEach } from 'vitest';
import { startBalancer, type Balancer } from './balancer.js';
import { DeployClient } from './deploy-client.js';
import { startLobby, type LobbyProcess, type LobbyProcessOptions } from './lobby-process.js';

export interface Deployment {
  instances: LobbyProcess[];
  balancer: Balancer;
  /** Calls through the balancer. */
  client: DeployClient;
  close(): Promise<void>;
}

/**
 * Instances started together on one database (and Redis), each on its own port, ready, behind a
 * round-robin balancer; any that fails to start fails the whole start, with every log.
 */
export async function startDeployment(options: {
  main: string;
  ports: number[];
  balancerPort: number;
  databaseUrl: string;
  redisUrl?: string;
  env?: LobbyProcessOptions['env'];
}): Promise<Deployment> {
  const instances = options.ports.map((port, index) =>
    startLobby({
      name: String.fromCharCode(97 + index),
      main: options.main,
      port,
      databaseUrl: options.databaseUrl,
      redisUrl: options.redisUrl,
      env: options.env,
    }),
  );
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.kill()));
    throw new Error(`${(error as Error).message}\n${instances.map((i) => i.output()).join('\n')}`, {
      cause: error,
    });
  }
  const balancer = await startBalancer(
    instances.map((instance) => instance.origin),
    options.balancerPort,
  );
  return {
    instances,
    balancer,
    client: new DeployClient(balancer.url),
    async close() {
      await balancer.close();
      await Promise.all(instances.map((instance) => instance.kill()));
    },
  };
}

/** Prints every instance's output when a test of the file fails, so CI logs show why. */
export function printLogsOnFailure(instances: () => LobbyProcess[]): void {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      for (const instance of instances()) {
        console.error(`--- output of instance ${instance.name} (pid ${instance.pid}) ---`);
        console.error(instance.output());
      }
    });
  });
}

/** A client address of its own, so per-address limits never join unrelated requests. */
let addresses = 0;
export function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 8) & 255}.${addresses & 255}.9`;
}
