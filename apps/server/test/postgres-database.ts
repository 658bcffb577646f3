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
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
