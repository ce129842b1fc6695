import { useEffect } from "react";
import { dismissNotice, useNotices, type Notice } from "../../lib/notices";

const tone: Record<Notice["type"], string> = {
  success: "bg-green-700 text-white",
  danger: "bg-red-700 text-white",
  warning: "bg-amber-400 text-gray-950",
  info: "bg-sky-700 text-white",
};

function NoticeItem({ notice }: { notice: Notice }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(notice.id), notice.delay);
    return () => clearTimeout(timer);
  }, [notice.id, notice.delay]);
  return (
    <li
      role={notice.type === "danger" ? "alert" : "status"}
      data-type={notice.type}
      className={`flex items-center gap-3 rounded-md px-4 py-2 shadow-lg ${tone[notice.type]}`}
    >
      <span>{notice.message}</span>
      <button
        type="button"
        aria-label="Dismiss"
        className="ml-auto opacity-80 hover:opacity-100"
        onClick={() => dismissNotice(notice.id)}
      >
        ×
      </button>
    </li>
  );
}

/** Notices stacked at the top centre of the page. */
export function Notices() {
  const notices = useNotices();
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 [&>li]:pointer-events-auto"
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </ol>
  );
}
