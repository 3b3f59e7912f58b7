import { Route, Switch } from 'wouter';
import { MemberDetail } from './MemberDetail';
import { MemberSearch } from './MemberSearch';

/** /ops/members: the search, and /ops/members/<id>: one member's page. */
export default function MembersPage() {
  return (
    <Switch>
      <Route path="/:id">
        {(params) => {
          const id = Number(params.id);
          return Number.isInteger(id) && id > 0 ? <MemberDetail memberId={id} /> : <MemberSearch />;
        }}
      </Route>
      <Route>
        <MemberSearch />
      </Route>
    </Switch>
  );
}
