/*
 * DynamoDB Local on 127.0.0.1 only. Its own launcher (ServerRunner) listens on every interface and has no
 * option for the address, so this one builds the same server from the same arguments, moves its HTTP
 * connector to the loopback address and starts it. No telemetry is configured, so none is sent.
 *
 * Run in Java's source-file mode by bin/local/dynamodb.ts, with DynamoDBLocal.jar and its libraries on
 * the class path: java -cp ... DynamoDBLocalOnLoopback.java -port N [-dbPath DIR | -inMemory] -sharedDb
 */
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDBLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    if (proxy == null) System.exit(2);
    // The Jetty server is private to the proxy: reached by reflection, before it starts listening.
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost("127.0.0.1");
    proxy.start();
  }
}
