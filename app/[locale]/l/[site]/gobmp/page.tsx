import { aliasMaterialRoute } from '@/components/materials/alias-material-page';

/** Free guaranteed medical care, ГОБМП (SPEC 2.2 /gobmp, reached by the alias «ГОБМП»). */
const route = aliasMaterialRoute('gobmp');

export const generateMetadata = route.generateMetadata;
export default route.Page;
