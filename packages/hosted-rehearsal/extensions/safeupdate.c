/*
 * The rule of pg-safeupdate (eradman/pg-safeupdate), which hosted Supabase loads for the Data API's
 * role (`session_preload_libraries = 'safeupdate'` on authenticator). Nobody packages it for
 * Debian, so the rehearsal builds this equivalent: after parse analysis of every statement the
 * session runs (a request's own, and each one inside a function or trigger it reaches), an
 * UPDATE or DELETE without a WHERE qualification fails with 21000, the statement itself or a
 * data-modifying WITH query in it (since pg-safeupdate 1.1; hosted ships 1.4). As in the
 * original, `safeupdate.enabled` may be turned off only by a superuser, not by a request.
 */
#include "postgres.h"

#include "fmgr.h"
#include "nodes/nodes.h"
#include "nodes/parsenodes.h"
#include "parser/analyze.h"
#include "utils/guc.h"

PG_MODULE_MAGIC;

void _PG_init(void);

static post_parse_analyze_hook_type previous_hook = NULL;
static bool safeupdate_enabled = true;

static void
require_where_clauses(Query *query)
{
	ListCell   *cell;

	if (query->hasModifyingCTE)
	{
		foreach(cell, query->cteList)
			require_where_clauses(castNode(Query, ((CommonTableExpr *) lfirst(cell))->ctequery));
	}
	if (query->jointree == NULL || query->jointree->quals != NULL)
		return;
	if (query->commandType == CMD_DELETE)
		ereport(ERROR, (errcode(ERRCODE_CARDINALITY_VIOLATION), errmsg("DELETE requires a WHERE clause")));
	if (query->commandType == CMD_UPDATE)
		ereport(ERROR, (errcode(ERRCODE_CARDINALITY_VIOLATION), errmsg("UPDATE requires a WHERE clause")));
}

static void
after_parse_analysis(ParseState *pstate, Query *query, JumbleState *jstate)
{
	if (safeupdate_enabled)
		require_where_clauses(query);
	if (previous_hook)
		previous_hook(pstate, query, jstate);
}

void
_PG_init(void)
{
	DefineCustomBoolVariable("safeupdate.enabled", "Require a WHERE clause on UPDATE and DELETE.", NULL,
							 &safeupdate_enabled, true, PGC_SUSET, 0, NULL, NULL, NULL);
	MarkGUCPrefixReserved("safeupdate");
	previous_hook = post_parse_analyze_hook;
	post_parse_analyze_hook = after_parse_analysis;
}
