import { SAMPLE_FILES, sampleFileCsv, uploadFileTypeLabel, type SampleFile } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { DownloadIcon } from "lucide-react";
import { saveBlob } from "../../../lib/download";

const USES: Record<SampleFile["type"], string> = {
  FILE_BLAST: "A sender, a message and a mobile number a row, for SMS and Viber file campaigns.",
  SMS_CONTACTS: "A mobile number a row with the names; other columns become merge tags.",
  EMAIL_CONTACTS: "An email address a row with the names.",
};

/** Downloads a sample file, made in the browser from core's samples. */
export function downloadSample(sample: SampleFile): void {
  saveBlob(new Blob([sampleFileCsv(sample)], { type: "text/csv;charset=utf-8" }), sample.filename);
}

/** The sample files (SPEC §2): one CSV a file type, with the header row it needs. */
export function SampleFiles() {
  return (
    <section
      aria-labelledby="sample-files-title"
      className="flex max-w-3xl flex-col gap-3 rounded-lg border p-4"
    >
      <h2 id="sample-files-title" className="text-lg font-semibold">
        Sample files
      </h2>
      <ul className="flex flex-col divide-y">
        {SAMPLE_FILES.map((sample) => {
          const label = uploadFileTypeLabel(sample.type);
          return (
            <li key={sample.type} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{label}</span>
                <code className="text-xs">{sample.header.join(",")}</code>
                <span className="text-xs text-muted-foreground">{USES[sample.type]}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => downloadSample(sample)}>
                <DownloadIcon aria-hidden />
                Download {label} sample
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
