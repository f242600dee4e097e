import type { RedisClientType } from "@redis/client";

type Client = RedisClientType;
export declare const REDIS_TIMEOUT_MS: number;
export declare const KEY_PREFIX: string;
export declare function sharedRedis(): { client: Client; down: boolean } | null;
export declare const usesRedis: () => boolean;
export declare function readyClient(): Client | null;
export declare function onRedisReady(listener: () => void): void;
export declare function withDeadlines(client: Client): Client;
export declare function bounded(client: Client): Client;
