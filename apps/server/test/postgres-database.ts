/**
 * A database of its own on the PostgreSQL server of `baseUrl` (a schema would not do: the generated
 * migrations name "public" in their foreign keys), dropped again by `drop`.
 */
export async function createPostgresTestDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Without FORCE first: PostgreSQL stops an autovacuum worker in the database by itself, which FORCE
  // tries to terminate and a plain role may not (a CI run failed so once). FORCE only when a connection
  // is still open (55006, object in use).
  const drop = async () => {
    try {
      await admin(`drop database if exists ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await admin(`drop database if exists ${name} with (force)`);
    }
  };
  return { url: url.toString(), drop };
}
