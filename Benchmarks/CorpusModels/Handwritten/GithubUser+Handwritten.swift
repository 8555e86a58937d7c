import YYModel

// Hand-written decoder of the github_user.json model (see `HandwrittenDecodable`): one object of
// 28 keys, matched by length first, then by bytes.

extension GithubUserModels.Root: HandwrittenDecodable {
    /// Decodes the user object (the whole document) by hand.
    public init(handwritten element: JSONElement) throws {
        var login: String?
        var id: UInt64?
        var avatarURL: String?
        var gravatarID: String?
        var url: String?
        var htmlURL: String?
        var followersURL: String?
        var followingURL: String?
        var gistsURL: String?
        var starredURL: String?
        var subscriptionsURL: String?
        var organizationsURL: String?
        var reposURL: String?
        var eventsURL: String?
        var receivedEventsURL: String?
        var type: String?
        var siteAdmin: Bool?
        var name: String?
        var company: String?
        var blog: String?
        var location: String?
        var email: String?
        var hireable: Bool?
        var bio: String?
        var publicRepos: Int?
        var publicGists: Int?
        var followers: Int?
        var following: Int?
        for (key, value) in try element.decodeMembers("Root") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeUInt64("id")
                }
            case 3:
                if key.matches("url") {
                    url = try value.decodeString("url")
                } else if key.matches("bio") {
                    bio = try value.decodeString("bio")
                }
            case 4:
                if key.matches("type") {
                    type = try value.decodeString("type")
                } else if key.matches("name") {
                    name = try value.decodeString("name")
                } else if key.matches("blog") {
                    blog = try value.decodeString("blog")
                }
            case 5:
                if key.matches("login") {
                    login = try value.decodeString("login")
                } else if key.matches("email") {
                    email = try value.isNull ? nil : value.decodeString("email")
                }
            case 7:
                if key.matches("company") {
                    company = try value.isNull ? nil : value.decodeString("company")
                }
            case 8:
                if key.matches("html_url") {
                    htmlURL = try value.decodeString("html_url")
                } else if key.matches("location") {
                    location = try value.decodeString("location")
                } else if key.matches("hireable") {
                    hireable = try value.isNull ? nil : value.decodeBool("hireable")
                }
            case 9:
                if key.matches("gists_url") {
                    gistsURL = try value.decodeString("gists_url")
                } else if key.matches("repos_url") {
                    reposURL = try value.decodeString("repos_url")
                } else if key.matches("followers") {
                    followers = try value.decodeInt("followers")
                } else if key.matches("following") {
                    following = try value.decodeInt("following")
                }
            case 10:
                if key.matches("avatar_url") {
                    avatarURL = try value.decodeString("avatar_url")
                } else if key.matches("events_url") {
                    eventsURL = try value.decodeString("events_url")
                } else if key.matches("site_admin") {
                    siteAdmin = try value.decodeBool("site_admin")
                }
            case 11:
                if key.matches("gravatar_id") {
                    gravatarID = try value.decodeString("gravatar_id")
                } else if key.matches("starred_url") {
                    starredURL = try value.decodeString("starred_url")
                }
            case 12:
                if key.matches("public_repos") {
                    publicRepos = try value.decodeInt("public_repos")
                } else if key.matches("public_gists") {
                    publicGists = try value.decodeInt("public_gists")
                }
            case 13:
                if key.matches("followers_url") {
                    followersURL = try value.decodeString("followers_url")
                } else if key.matches("following_url") {
                    followingURL = try value.decodeString("following_url")
                }
            case 17:
                if key.matches("subscriptions_url") {
                    subscriptionsURL = try value.decodeString("subscriptions_url")
                } else if key.matches("organizations_url") {
                    organizationsURL = try value.decodeString("organizations_url")
                }
            case 19:
                if key.matches("received_events_url") {
                    receivedEventsURL = try value.decodeString("received_events_url")
                }
            default:
                break
            }
        }
        self.login = try login.required("login")
        self.id = try id.required("id")
        self.avatarURL = try avatarURL.required("avatar_url")
        self.gravatarID = try gravatarID.required("gravatar_id")
        self.url = try url.required("url")
        self.htmlURL = try htmlURL.required("html_url")
        self.followersURL = try followersURL.required("followers_url")
        self.followingURL = try followingURL.required("following_url")
        self.gistsURL = try gistsURL.required("gists_url")
        self.starredURL = try starredURL.required("starred_url")
        self.subscriptionsURL = try subscriptionsURL.required("subscriptions_url")
        self.organizationsURL = try organizationsURL.required("organizations_url")
        self.reposURL = try reposURL.required("repos_url")
        self.eventsURL = try eventsURL.required("events_url")
        self.receivedEventsURL = try receivedEventsURL.required("received_events_url")
        self.type = try type.required("type")
        self.siteAdmin = try siteAdmin.required("site_admin")
        self.name = try name.required("name")
        self.company = company
        self.blog = try blog.required("blog")
        self.location = try location.required("location")
        self.email = email
        self.hireable = hireable
        self.bio = try bio.required("bio")
        self.publicRepos = try publicRepos.required("public_repos")
        self.publicGists = try publicGists.required("public_gists")
        self.followers = try followers.required("followers")
        self.following = try following.required("following")
    }
}
