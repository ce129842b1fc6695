import { expect, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

/** The text of a download the page starts with `click`. */
async function downloadedText(click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page().waitForEvent("download"), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

test(
  "an owner uploads contacts into a new group, renames it, unsubscribes one, downloads them and deletes the group",
  { timeout: 90_000 },
  async () => {
    // The run shares one database: the names are this run's own.
    const run = Date.now().toString(36);
    const name = `Walk-ins ${run}`;
    const renamed = `Walk-in customers ${run}`;

    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/contacts"));
    await page().getByRole("tab", { name: "Upload" }).click();
    await page()
      .getByLabel("Contacts file (CSV, up to 10 MB)")
      .setInputFiles({
        name: "walk-ins.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          "mobile,first_name,last_name,city\n09171230001,Ana,Reyes,Makati\n09181230002,Ben,Santos,Cebu\n",
        ),
      });
    await page().getByLabel("New group name").fill(name);
    await page().getByRole("button", { name: "Upload" }).click();
    await page()
      .getByRole("list", { name: "Uploaded files" })
      .getByText("2 valid contacts")
      .waitFor({ timeout: 30_000 });

    // The new group is in the list, with its contacts.
    await page().getByRole("tab", { name: "Groups" }).click();
    const groups = page().getByRole("table", { name: "Contact groups" });
    await page().getByRole("searchbox", { name: "Search" }).fill(run);
    const row = groups.getByRole("row").filter({ has: page().getByRole("link", { name }) });
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      name,
      "SMS",
      "2",
      "0",
      expect.any(String),
      "RenameDelete",
    ]);

    // Renamed, after the name is checked.
    await page()
      .getByRole("button", { name: `Rename ${name}` })
      .click();
    const dialog = page().getByRole("dialog", { name: "Rename group" });
    await dialog.getByLabel("Group name").fill(renamed);
    await dialog.getByRole("button", { name: "Rename" }).click();
    await groups.getByRole("link", { name: renamed }).waitFor();
    await dialog.waitFor({ state: "detached" });

    // Its contacts: one unsubscribes.
    await groups.getByRole("link", { name: renamed }).click();
    await page().getByRole("heading", { name: renamed }).waitFor();
    const contacts = page().getByRole("table", { name: `Contacts of ${renamed}` });
    await contacts.getByRole("columnheader", { name: "city" }).waitFor();
    const ana = contacts.getByRole("switch", { name: "Subscribed: 639171230001" });
    expect(await ana.getAttribute("aria-checked")).toBe("true");
    await ana.click();
    await contacts
      .getByRole("row")
      .filter({ has: page().getByRole("switch", { name: "Subscribed: 639171230001" }) })
      .getByText(/^Unsubscribed /)
      .waitFor();
    expect(await ana.getAttribute("aria-checked")).toBe("false");
    await page().getByText("SMS group, 2 contacts, 1 unsubscribed").waitFor();

    // The all-contacts file carries the group's contacts with the unsubscribe and the custom field.
    await page().getByRole("link", { name: "Back to groups" }).click();
    const csv = await downloadedText(() => page().getByRole("button", { name: "All contacts CSV" }).click());
    const [header, ...lines] = csv.split("\r\n").map((line) => line.split(","));
    const column = (name: string) => header!.indexOf(name);
    const mine = lines
      .filter((line) => line[column("group")] === renamed)
      .map((line) => [
        line[column("mobile")],
        line[column("first_name")],
        line[column("last_name")],
        line[column("subscribed")],
        line[column("date_unsubscribed")] !== "",
        line[column("city")],
      ]);
    expect(header!.slice(0, 7)).toEqual([
      "group",
      "mobile",
      "email",
      "first_name",
      "last_name",
      "subscribed",
      "date_unsubscribed",
    ]);
    expect(mine).toEqual([
      ["639171230001", "Ana", "Reyes", "no", true, "Makati"],
      ["639181230002", "Ben", "Santos", "yes", false, "Cebu"],
    ]);

    // Deleted, after the confirmation.
    await page().getByRole("searchbox", { name: "Search" }).fill(run);
    await page()
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    const confirm = page().getByRole("alertdialog", { name: `Delete “${renamed}”?` });
    await confirm.getByText("Its 2 contacts will be deleted with it.").waitFor();
    await confirm.getByRole("button", { name: "Delete group" }).click();
    await page().getByText("No groups match the search.").waitFor();
  },
);
