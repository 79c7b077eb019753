/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_COMPANY_INVOICES__: boolean;

/** Whether a company can buy by invoice (docs/purchase.md "Company invoices"). */
export let companyInvoices: boolean = __SITE_COMPANY_INVOICES__;

/** The running configuration's answer instead (docs/site.md "Configuration reaches every page"). */
export function replaceCompanyInvoices(value: boolean): void {
  companyInvoices = value;
}
