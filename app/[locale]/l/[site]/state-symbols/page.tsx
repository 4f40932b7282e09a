import { aliasMaterialRoute } from '@/components/materials/alias-material-page';

/** State symbols (SPEC 2.2 /state-symbols, reached by the alias «Государственные символы»). */
const route = aliasMaterialRoute('state-symbols');

export const generateMetadata = route.generateMetadata;
export default route.Page;
