import type { ReactNode } from "react";

/** Public screens hide the sidebar and navbar (SPEC §2): a centred card with the product name. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-6">
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-lg border border-gray-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Sendline</p>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const buttonClass =
  "rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:opacity-60";

export const linkClass = "text-blue-800 underline underline-offset-2 hover:text-blue-900";
