import { RealityCheck } from './RealityCheck';
import { TermsGate } from './TermsGate';
import '../../components/forms.css';
import './protection.css';

/** What player protection draws over any page of a signed-in member: new terms, reality checks. */
export default function ProtectionEffects() {
  return (
    <>
      <TermsGate />
      <RealityCheck />
    </>
  );
}
