/** Size of an embedded video (SPEC §9). */
export const VIDEO_WIDTH = 500;
export const VIDEO_HEIGHT = 281;

/**
 * Embedded videos are `https` iframes of these players only. An iframe runs its page's scripts, so
 * only players that are known to show nothing but a video are let in; every other iframe is dropped.
 */
export const VIDEO_EMBED_HOSTS = {
  "www.youtube.com": "/embed/",
  "www.youtube-nocookie.com": "/embed/",
  "player.vimeo.com": "/video/",
} as const;

/** `url` when it is an allowed embed address (see {@link VIDEO_EMBED_HOSTS}), else `null`. */
export function toVideoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) return null;
  const prefix = (VIDEO_EMBED_HOSTS as Record<string, string>)[parsed.hostname];
  if (!prefix || !/^[\w/-]+$/.test(parsed.pathname) || !parsed.pathname.startsWith(prefix)) return null;
  return parsed.href;
}

/**
 * The embed address for what a user pastes into the video dialog: a YouTube watch or short link, a
 * Vimeo page, or an embed address itself. `null` when it is none of these.
 */
export function videoEmbedUrlFor(input: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(input.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, "");
  const youtubeId =
    host === "youtu.be"
      ? parsed.pathname.slice(1)
      : host === "youtube.com" && parsed.pathname === "/watch"
        ? parsed.searchParams.get("v")
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) return `https://www.youtube.com/embed/${youtubeId}`;
  const vimeoId = host === "vimeo.com" ? /^\/(\d+)$/.exec(parsed.pathname)?.[1] : undefined;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return toVideoEmbedUrl(input);
}
