import { Button } from "@sendline/ui/button";
import { Card, CardContent, CardHeader } from "@sendline/ui/card";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useConfig } from "../../lib/app-context";

/** Public screens hide the sidebar and navbar (SPEC §2): one card with the product name and the screen's heading. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { productPrefix } = useConfig();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{productPrefix}</p>
          <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-base">{children}</CardContent>
      </Card>
    </main>
  );
}

/** An in-app link on a public screen, styled as the kit's link button. */
export function PublicLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="link" className="self-start px-0!">
      <Link href={href}>{children}</Link>
    </Button>
  );
}
