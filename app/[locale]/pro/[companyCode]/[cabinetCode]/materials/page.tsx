import { notFound, permanentRedirect } from 'next/navigation';
import { cabinetAddress } from '@/components/pro/cabinet-address';
import { readItemParam } from '@/components/pro/read-item-param';
import { proHref } from '@/components/pro/pro-sections';

type Props = { params: Promise<{ locale: string; companyCode: string; cabinetCode: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The old «Материалы» section (issue 31 folded it away): its text pages are under Pages and its price
 * lists under Prices; its addresses, a material's editor (?item=12, ?item=new) included, open in Pages,
 * whose editor opens any material.
 */
export default async function ProMaterialsPage({ params, searchParams }: Props) {
  const address = cabinetAddress(await params);
  if (!address) notFound();
  const query = await searchParams;
  const item = readItemParam({ get: (name) => (typeof query[name] === 'string' ? (query[name] as string) : null) }, 'item');
  permanentRedirect(`${proHref(address.locale, address.companyCode, address.cabinetCode, 'pages')}${item === null ? '' : `?item=${item}`}`);
}
