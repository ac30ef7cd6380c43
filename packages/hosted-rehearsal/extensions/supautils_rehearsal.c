/*
 * The part of supautils (supabase/supautils) that decides what hosted Supabase's non-superuser
 * `postgres` may do to objects it does not own, for the hosted-like database the tests push the
 * migrations into. supautils is not packaged for Debian. Like the original, it runs a few
 * utility statements of the privileged role as the bootstrap superuser:
 *   - CREATE, ALTER, DROP and COMMENT ON POLICY on the tables in `policy_grants`
 *     (ALTER POLICY ... RENAME is a different statement, which supautils does not intercept,
 *     so it stays refused: "must be owner of table");
 *   - DROP TRIGGER on the tables in `drop_trigger_grants`;
 *   - CREATE EXTENSION of the extensions in `privileged_extensions`, followed by the extension's
 *     `after-create.sql` from `extension_custom_scripts_path`, as hosted runs it.
 * Everything else keeps PostgreSQL's own checks, which is what refuses other DDL on the auth
 * and storage schemas: `postgres` owns nothing there and may not create in them.
 */
#include "postgres.h"

#include <errno.h>
#include <sys/stat.h>

#include "catalog/namespace.h"
#include "catalog/pg_authid.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "nodes/parsenodes.h"
#include "storage/fd.h"
#include "tcop/utility.h"
#include "utils/acl.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/varlena.h"

PG_MODULE_MAGIC;

void _PG_init(void);

static ProcessUtility_hook_type previous_hook = NULL;
static char *privileged_role = NULL;
static char *policy_grants = NULL;
static char *drop_trigger_grants = NULL;
static char *privileged_extensions = NULL;
static char *extension_custom_scripts_path = NULL;

static bool
listed(const char *name, const char *list)
{
	char	   *copy;
	List	   *items;
	ListCell   *cell;
	bool		found = false;

	if (list == NULL || name == NULL)
		return false;
	copy = pstrdup(list);
	if (!SplitIdentifierString(copy, ',', &items))
		return false;
	foreach(cell, items)
	{
		if (strcmp((char *) lfirst(cell), name) == 0)
			found = true;
	}
	return found;
}

/* "schema.table" of an existing table, or NULL. */
static char *
qualified_table_name(RangeVar *relation)
{
	Oid			relid = RangeVarGetRelid(relation, NoLock, true);

	if (!OidIsValid(relid))
		return NULL;
	return psprintf("%s.%s", get_namespace_name(get_rel_namespace(relid)), get_rel_name(relid));
}

/* The table of a policy or trigger named as (schema, table, name) or (table, name). */
static char *
table_of_member(List *qualified_name)
{
	List	   *table_name;

	if (list_length(qualified_name) < 2)
		return NULL;
	table_name = list_copy_head(qualified_name, list_length(qualified_name) - 1);
	return qualified_table_name(makeRangeVarFromNameList(table_name));
}

static bool
every_table_listed(List *objects, const char *list)
{
	ListCell   *cell;

	foreach(cell, objects)
	{
		if (!listed(table_of_member(castNode(List, lfirst(cell))), list))
			return false;
	}
	return objects != NIL;
}

static bool
granted_to_privileged_role(Node *statement)
{
	switch (nodeTag(statement))
	{
		case T_CreatePolicyStmt:
			return listed(qualified_table_name(((CreatePolicyStmt *) statement)->table), policy_grants);
		case T_AlterPolicyStmt:
			return listed(qualified_table_name(((AlterPolicyStmt *) statement)->table), policy_grants);
		case T_DropStmt:
			{
				DropStmt   *drop = (DropStmt *) statement;

				if (drop->removeType == OBJECT_POLICY)
					return every_table_listed(drop->objects, policy_grants);
				if (drop->removeType == OBJECT_TRIGGER)
					return every_table_listed(drop->objects, drop_trigger_grants);
				return false;
			}
		case T_CommentStmt:
			{
				CommentStmt *comment = (CommentStmt *) statement;

				return comment->objtype == OBJECT_POLICY &&
					listed(table_of_member(castNode(List, comment->object)), policy_grants);
			}
		case T_CreateExtensionStmt:
			return listed(((CreateExtensionStmt *) statement)->extname, privileged_extensions);
		default:
			return false;
	}
}

/* Runs <extension_custom_scripts_path>/<extension>/after-create.sql, if there is one. */
static void
run_after_create_script(const char *extension)
{
	char	   *path;
	struct stat st;
	FILE	   *file;
	char	   *script;
	size_t		length;

	if (extension_custom_scripts_path == NULL || extension_custom_scripts_path[0] == '\0')
		return;
	path = psprintf("%s/%s/after-create.sql", extension_custom_scripts_path, extension);
	if (stat(path, &st) != 0)
	{
		/* No script for this extension; any other failure (a folder the server may not enter) must not pass for one. */
		if (errno == ENOENT)
			return;
		ereport(ERROR, (errcode_for_file_access(), errmsg("could not stat \"%s\": %m", path)));
	}
	file = AllocateFile(path, "r");
	if (file == NULL)
		ereport(ERROR, (errcode_for_file_access(), errmsg("could not open \"%s\": %m", path)));
	script = palloc(st.st_size + 1);
	length = fread(script, 1, st.st_size, file);
	script[length] = '\0';
	FreeFile(file);
	SPI_connect();
	if (SPI_execute(script, false, 0) < 0)
		ereport(ERROR, (errmsg("the after-create script of extension \"%s\" failed", extension)));
	SPI_finish();
}

static void
rehearsal_process_utility(PlannedStmt *pstmt, const char *queryString, bool readOnlyTree,
						  ProcessUtilityContext context, ParamListInfo params, QueryEnvironment *queryEnv,
						  DestReceiver *dest, QueryCompletion *qc)
{
	Node	   *statement = pstmt->utilityStmt;
	Oid			role = privileged_role ? get_role_oid(privileged_role, true) : InvalidOid;
	Oid			saved_user;
	int			saved_context;

	if (!OidIsValid(role) || GetUserId() != role || !granted_to_privileged_role(statement))
	{
		if (previous_hook)
			previous_hook(pstmt, queryString, readOnlyTree, context, params, queryEnv, dest, qc);
		else
			standard_ProcessUtility(pstmt, queryString, readOnlyTree, context, params, queryEnv, dest, qc);
		return;
	}

	GetUserIdAndSecContext(&saved_user, &saved_context);
	SetUserIdAndSecContext(BOOTSTRAP_SUPERUSERID, saved_context | SECURITY_LOCAL_USERID_CHANGE);
	PG_TRY();
	{
		if (previous_hook)
			previous_hook(pstmt, queryString, readOnlyTree, context, params, queryEnv, dest, qc);
		else
			standard_ProcessUtility(pstmt, queryString, readOnlyTree, context, params, queryEnv, dest, qc);
		if (IsA(statement, CreateExtensionStmt))
			run_after_create_script(((CreateExtensionStmt *) statement)->extname);
	}
	PG_FINALLY();
	{
		SetUserIdAndSecContext(saved_user, saved_context);
	}
	PG_END_TRY();
}

void
_PG_init(void)
{
	DefineCustomStringVariable("supautils.privileged_role", "The role granted the statements below.", NULL,
							   &privileged_role, "postgres", PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("supautils.policy_grants", "Tables whose policies the privileged role manages.",
							   NULL, &policy_grants, "", PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("supautils.drop_trigger_grants", "Tables whose triggers the privileged role drops.",
							   NULL, &drop_trigger_grants, "", PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("supautils.privileged_extensions", "Extensions the privileged role creates.", NULL,
							   &privileged_extensions, "", PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("supautils.extension_custom_scripts_path", "Where after-create.sql scripts are.",
							   NULL, &extension_custom_scripts_path, "", PGC_SIGHUP, 0, NULL, NULL, NULL);
	MarkGUCPrefixReserved("supautils");
	previous_hook = ProcessUtility_hook;
	ProcessUtility_hook = rehearsal_process_utility;
}
