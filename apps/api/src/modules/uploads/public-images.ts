import type { FileStore } from "../../lib/file-store";

/** The folder of the file store that holds only public files (Viber images), under their bare names. */
export const PUBLIC_FOLDER = "public";

/** A public image's stored name: a random v4 UUID and its type's extension (see the uploader). */
const IMAGE_NAME = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.(?:png|jpg|gif)";
/** The uploader's public address of a file (`{host}/uploader/public/{name}`), or just its path. */
const PUBLIC_ADDRESS = new RegExp(`^(?:(https?://[^/\\s]+))?/uploader/public/(${IMAGE_NAME})$`, "i");
/** The file link the uploader answers with: `{account id}/{name}`. */
const FILE_LINK = new RegExp(`^(\\d+)/(${IMAGE_NAME})$`);

/**
 * Whether `link` names a PNG, JPEG or GIF image this account uploaded publicly
 * (`POST /uploader/s3upload/public`): the public address the uploader answered (on the configured
 * uploader host, when one is set) or the file link, and the file is stored in both the account's
 * folder and the public one. A guessed name, another account's image or any other address is refused.
 */
export async function isOwnPublicImage(
  config: { console: { uploaderHost: string } },
  files: FileStore,
  accountId: number,
  link: string,
): Promise<boolean> {
  const address = PUBLIC_ADDRESS.exec(link.trim());
  const fileLink = FILE_LINK.exec(link.trim());
  let name: string | undefined;
  if (address) {
    const origin = address[1];
    const host = config.console.uploaderHost.replace(/\/$/, "");
    if (origin && host && origin.toLowerCase() !== host.toLowerCase()) return false;
    name = address[2];
  } else if (fileLink && Number(fileLink[1]) === accountId) {
    name = fileLink[2];
  }
  if (!name) return false;
  const lowered = name.toLowerCase();
  const [own, published] = await Promise.all([
    files.stat(`${accountId}/${lowered}`),
    files.stat(`${PUBLIC_FOLDER}/${lowered}`),
  ]);
  return own !== null && published !== null;
}
