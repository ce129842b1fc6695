/** The progress statuses of an upload (SPEC §4 "Upload progress"). */
export const UPLOAD_PROGRESS_STATUSES = ["Uploading", "Verifying", "Saving", "Complete"] as const;
export type UploadProgressStatus = (typeof UPLOAD_PROGRESS_STATUSES)[number];

/** Progress shown is capped here until the save completes; 95 for the direct cloud upload. */
export const UPLOAD_PROGRESS_CAP = { save: 96, cloud: 95 } as const;

/** The default status label of a saved upload (SPEC §4). */
export const DEFAULT_UPLOAD_LABEL = "File Blast";

/**
 * The status of an upload by stage and progress (SPEC §4 "Upload progress"): Uploading until the
 * media record is saved, then Verifying below 20 percent, Complete at 100, Saving otherwise.
 */
export function uploadStatusLabel(progress: number, mediaSaved: boolean): UploadProgressStatus {
  if (!mediaSaved) return "Uploading";
  if (progress < 20) return "Verifying";
  if (progress >= 100) return "Complete";
  return "Saving";
}

/** The progress to display before the save completes: capped at 96 (95 for the cloud upload). */
export function cappedUploadProgress(
  progress: number,
  target: keyof typeof UPLOAD_PROGRESS_CAP = "save",
): number {
  return Math.min(Math.max(progress, 0), UPLOAD_PROGRESS_CAP[target]);
}
