import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { ChatMessage } from '@lobby/contract';

export type ChatListener = (message: ChatMessage) => void;

/**
 * Live delivery of stored chat messages to the streams of one merchant. Messages are stored
 * before they are published, so a stream that misses one (a restart, a dropped connection)
 * finds it in the database when it resumes.
 */
export interface ChatBus {
  publish(merchantCode: string, message: ChatMessage): Promise<void>;
  /** Listens to a merchant's messages; answers the function that stops listening. */
  subscribe(merchantCode: string, listener: ChatListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Delivery within this process: right for one instance. */
export class MemoryChatBus implements ChatBus {
  private readonly events = new EventEmitter().setMaxListeners(0);

  async publish(merchantCode: string, message: ChatMessage): Promise<void> {
    this.events.emit(merchantCode, message);
  }

  async subscribe(merchantCode: string, listener: ChatListener) {
    this.events.on(merchantCode, listener);
    return async () => {
      this.events.off(merchantCode, listener);
    };
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

const channelOf = (merchantCode: string) => `lobby:chat:${merchantCode}`;

/**
 * Delivery across instances through Redis pub/sub: one subscriber connection per instance,
 * subscribed to a merchant's channel while some stream of that merchant listens here.
 */
export class RedisChatBus implements ChatBus {
  private readonly local = new MemoryChatBus();
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, number>();
  private connected: Promise<void> | undefined;

  constructor(private readonly publisher: Redis) {
    this.subscriber = publisher.duplicate();
    // Errors surface on each command; an unhandled 'error' event would crash the process.
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, payload: string) => {
      const merchantCode = channel.slice(channelOf('').length);
      void this.local.publish(merchantCode, JSON.parse(payload) as ChatMessage);
    });
  }

  async publish(merchantCode: string, message: ChatMessage): Promise<void> {
    await this.publisher.publish(channelOf(merchantCode), JSON.stringify(message));
  }

  async subscribe(merchantCode: string, listener: ChatListener) {
    const count = (this.listeners.get(merchantCode) ?? 0) + 1;
    this.listeners.set(merchantCode, count);
    if (count === 1) {
      this.connected ??= this.subscriber.connect();
      await this.connected;
      await this.subscriber.subscribe(channelOf(merchantCode));
    }
    const stop = await this.local.subscribe(merchantCode, listener);
    return async () => {
      await stop();
      const left = (this.listeners.get(merchantCode) ?? 1) - 1;
      if (left > 0) this.listeners.set(merchantCode, left);
      else {
        this.listeners.delete(merchantCode);
        await this.subscriber.unsubscribe(channelOf(merchantCode));
      }
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
  }
}
