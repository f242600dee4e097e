import "server-only";

import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";

import {
  checkAddresses,
  checkScheme,
  hostOf,
  parseTarget,
  systemResolver,
  type Resolver,
  type TargetPolicy,
} from "./target";

export type SendOptions = { timeoutMs: number; policy: TargetPolicy; resolve?: Resolver };

/** What the receiver answered: its status and the start of its body (Slack says why in it). */
export type Answer = { status: number; text: string };

const SNIPPET = 300;

/**
 * The socket's DNS lookup, guarded: the name is resolved here, every address checked, and only
 * checked addresses are handed to the socket, which connects to one of them. Check and connection
 * use the same answer, so a name that rebinds to 127.0.0.1 between a check and the connect
 * reaches nothing.
 */
function guardedLookup(url: URL, policy: TargetPolicy, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        checkAddresses(hostname, found, policy);
        checkScheme(url, found, policy);
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => !family || isIP(a) === family);
        const entries = usable.map((address) => ({ address, family: isIP(address) }));
        if (!entries.length) throw new Error(`${hostname} has no IPv${family} address`);
        if (options.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, "", 0));
  };
}

/**
 * POSTs `body` once: no redirect followed (a 3xx is the answer), no connection reused, the whole
 * exchange bounded by `timeoutMs`. Throws for a refused target (TargetRefused), a network error or
 * the timeout; any HTTP status is an answer.
 */
export function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, policy, resolve = systemResolver }: SendOptions,
): Promise<Answer> {
  const target = parseTarget(url);
  const host = hostOf(target);
  // A literal address never goes through the lookup: checked here instead.
  if (isIP(host)) {
    checkAddresses(host, [host], policy);
    checkScheme(target, [host], policy);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<Answer>((done, fail) => {
    const onError = (error: Error) =>
      fail(signal.aborted ? new Error(`Timed out after ${timeoutMs} ms`) : error);
    const req = send(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(target, policy, resolve),
        agent: false,
        signal,
      },
      (res: IncomingMessage) => {
        let text = "";
        const finish = () => done({ status: res.statusCode ?? 0, text: text.slice(0, SNIPPET) });
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          // Enough to say why; the rest of a large answer is not read.
          if (text.length >= SNIPPET) {
            finish();
            res.destroy();
          }
        });
        res.on("end", finish);
        res.on("error", onError);
      },
    );
    req.on("error", onError);
    req.end(body);
  });
}
