import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { ChatMessage } from '@lobby/contract';
import { AppError, unavailable } from '../core/errors.js';

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
  private readonly subscriptions = new Map<string, Promise<void>>();
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
    this.listeners.set(merchantCode, (this.listeners.get(merchantCode) ?? 0) + 1);
    // Every stream waits for the channel's one subscription: a stream that went on before it
    // is in place could miss a message published between its replay and the subscription.
    let subscribed = this.subscriptions.get(merchantCode);
    if (!subscribed) {
      subscribed = this.subscribeChannel(merchantCode);
      this.subscriptions.set(merchantCode, subscribed);
    }
    try {
      await subscribed;
    } catch (error) {
      await this.release(merchantCode);
      throw error instanceof AppError ? error : unavailable('Chat');
    }
    const stop = await this.local.subscribe(merchantCode, listener);
    return async () => {
      await stop();
      await this.release(merchantCode);
    };
  }

  private async subscribeChannel(merchantCode: string): Promise<void> {
    this.connected ??= this.subscriber.connect().catch((error: unknown) => {
      this.connected = undefined;
      throw error;
    });
    await this.connected;
    await this.subscriber.subscribe(channelOf(merchantCode));
  }

  private async release(merchantCode: string): Promise<void> {
    const left = (this.listeners.get(merchantCode) ?? 1) - 1;
    if (left > 0) {
      this.listeners.set(merchantCode, left);
      return;
    }
    this.listeners.delete(merchantCode);
    const subscribed = this.subscriptions.get(merchantCode);
    this.subscriptions.delete(merchantCode);
    if (subscribed) {
      await subscribed
        .then(async () => {
          // A stream that came meanwhile has subscribed again; leave its subscription alone.
          if (!this.subscriptions.has(merchantCode)) {
            await this.subscriber.unsubscribe(channelOf(merchantCode));
          }
        })
        .catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
  }
}
