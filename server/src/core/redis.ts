import { Redis } from 'ioredis';

export interface RedisHandle {
  client: Redis;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Connects to Redis and fails fast with a clear message when it does not answer. */
export async function openRedis(url: string): Promise<RedisHandle> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    enableOfflineQueue: false,
  });
  // Errors surface on each command; an unhandled 'error' event would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at ${url} does not answer: ${(error as Error).message}`);
  }
  return {
    client,
    ping: async () => {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
