import { chromium } from "@playwright/test";
const [, , tag, email, pass, shots] = process.argv;
const base = "http://localhost:4806";
const PAGES = ["", "booking-calendar", "content", "pricing", "enquiries", "guests", "vouchers", "analytics", "reviews", "blog", "domains", "theme", "settings", "account", "support", "booking-settings", "payments", "photos", "units"];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const w of [1366, 390]) {
  const ctx = await b.newContext({ viewport: { width: w, height: w > 500 ? 800 : 844 } });
  const p = await ctx.newPage();
  if (shots) for (const [name, path] of [["home", "/"], ["pricing", "/prijzen"]]) {
    await p.goto(base + path);
    await p.screenshot({ path: `/tmp/polish-shots/${tag}-${name}-${w}.png`, fullPage: name === "pricing" });
  }
  await p.goto(base + "/login");
  await p.locator("#sign-in-identifier").fill(email);
  await p.locator("#sign-in-password").fill(pass);
  await p.locator("#sign-in-password").press("Enter");
  await p.waitForURL(/dashboard/);
  for (const name of PAGES) {
    const r = await p.goto(base + "/dashboard/" + name);
    if (!r || r.status() >= 400) continue;
    await p.waitForLoadState("networkidle");
    if (shots && (name === "pricing" || name === "vouchers")) await p.screenshot({ path: `/tmp/polish-shots/${tag}-dash-${name}-${w}.png`, fullPage: true });
    const cut = await p.locator("select:visible").evaluateAll((selects) => {
      const c = document.createElement("canvas").getContext("2d");
      return selects.flatMap((s) => { const st = getComputedStyle(s); c.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
        const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);
        return [...s.options].filter((o) => c.measureText(o.text).width > room).map((o) => `${s.name}: ${o.text} (${Math.round(c.measureText(o.text).width)}>${Math.round(room)})`); });
    });
    const n = await p.locator("select:visible").count();
    console.log(w, name, n, "selects", cut.length ? "CUT " + cut.join("; ") : "ok");
  }
  await ctx.close();
}
await b.close();
