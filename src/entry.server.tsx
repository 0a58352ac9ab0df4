import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

/**
 * Pages are prerendered at build time, so render with React's static `prerender`: it waits for
 * everything (lazy blocks included) and writes each section in place, so the HTML holds the whole
 * page for visitors without JavaScript and for crawlers, with no streaming placeholders.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    // Never move a finished section out of place (React does that for large ones when streaming).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers: responseHeaders, status });
}
