export const nginxBin: string;
export function adaptConfig(o: {
  originPort: number;
  listenPort: number;
  purgePort: number;
  cacheDir: string;
  serverName?: string;
}): string;
export function freePort(): Promise<number>;
export function checkConfig(dir: string): { code: number | null; output: string };
export type LocalNginx = {
  base: string;
  /** The purge listener (CACHE_PURGE_URL). */
  purgeBase: string;
  dir: string;
  check: { code: number | null; output: string };
  output: () => string;
  stop: () => Promise<void>;
};
export function startNginx(o: {
  originPort: number;
  listenPort?: number;
  purgePort?: number;
  serverName?: string;
  workers?: number | "auto";
  extra?: string;
}): Promise<LocalNginx>;
export type LoadBalancer = {
  base: string;
  /** Takes the upstream on `port` out of rotation (true) or back (false); resolves once every
   * worker of the previous configuration has finished its requests and exited. */
  setDown: (port: number, down: boolean) => Promise<void>;
  stop: () => Promise<void>;
};
export function startLoadBalancer(upstreams: number[]): Promise<LoadBalancer>;
