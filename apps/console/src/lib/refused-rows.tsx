import { listResponseSchema, rejectedRowSchema } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { useQuery } from "@tanstack/react-query";
import { successOf } from "./api-client";
import { useApi } from "./app-context";
import { useDownloadRejectedRows } from "./file-upload";

/** Refused lines shown beside a file; the rest are in its download. */
const SHOWN = 3;

/**
 * A read file's refused rows (SPEC §5): how many were refused and how many duplicates dropped, its
 * first refused or duplicate lines in file order with their reasons (a duplicate names the line it
 * repeats), how many more the download holds, and the CSV of all of them to download.
 */
export function RefusedRows({
  file,
}: {
  file: { id: number; filename: string; invalid_rows?: number | null; duplicates?: number | null };
}) {
  const api = useApi();
  const download = useDownloadRejectedRows();
  const refused = file.invalid_rows ?? 0;
  const duplicates = file.duplicates ?? 0;
  const listed = refused + duplicates;
  const first = useQuery({
    queryKey: ["uploads", "rejected", file.id],
    queryFn: async () =>
      successOf(listResponseSchema(rejectedRowSchema)).parse(
        await api(
          `/ajax/media/uploaded_files/${file.id}/rejected_rows/list?page_size=${SHOWN}&sort_direction=asc`,
          {
            quiet: true,
          },
        ),
      ).data.data,
    enabled: listed > 0,
    staleTime: Infinity,
  });
  if (listed === 0) return null;
  const more = listed - (first.data?.length ?? 0);
  const counts = [
    refused > 0 ? `${refused.toLocaleString()} ${refused === 1 ? "row was" : "rows were"} refused` : null,
    duplicates > 0
      ? `${duplicates.toLocaleString()} ${duplicates === 1 ? "duplicate" : "duplicates"} dropped`
      : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="refused-rows">
      <p>
        {file.filename}: {counts}.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void download(file.id)}>
          Download the refused rows of {file.filename}
        </Button>
      </p>
      {first.data && first.data.length > 0 && (
        <ul aria-label={`First refused rows of ${file.filename}`} className="list-disc pl-5 text-gray-600">
          {first.data.map((row) => (
            <li key={row.line}>
              Line {row.line.toLocaleString()}: {row.reason} ({row.values.join(", ")})
            </li>
          ))}
          {more > 0 && <li className="list-none">and {more.toLocaleString()} more in the download</li>}
        </ul>
      )}
    </div>
  );
}
