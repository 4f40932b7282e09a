import { aliasMaterialRoute } from '@/components/materials/alias-material-page';

/** Compulsory social health insurance, ОСМС (SPEC 2.2 /osms, reached by the alias «ОСМС»). */
const route = aliasMaterialRoute('osms');

export const generateMetadata = route.generateMetadata;
export default route.Page;
