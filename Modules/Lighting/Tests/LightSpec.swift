import Lighting
import Testing

@Suite("Light")
struct LightSpec {
    @Test("Light, new, is off at full brightness and white")
    func newLight() {
        #expect(deskLamp.id == 1)
        #expect(deskLamp.name == "Desk lamp")
        #expect(deskLamp.isOn == false)
        #expect(deskLamp.brightness == 100)
        #expect(deskLamp.colour == .white)
    }

    @Test("Light, change, alters only its property", arguments: [
        (Light.Change.turn(.on), "isOn"),
        (.dim(to: 40), "brightness"),
        (.colour(to: .red), "colour"),
    ])
    func changeAltersOnlyItsProperty(change: Light.Change, property: String) {
        let changed = deskLamp.alter(change)
        #expect(differingProperties(deskLamp, changed) == [property])
    }

    @Test("Light, turn on then off, is off again")
    func turnOnAndOff() {
        let on = deskLamp.alter(.turn(.on))
        #expect(on.isOn)
        #expect(on.alter(.turn(.off)) == deskLamp)
        #expect(on.alter(.turn(.on)) == on)
    }

    @Test("Light, dim, clamps the brightness to 0…100", arguments: [(40, 40), (0, 0), (100, 100), (-5, 0), (250, 100)])
    func dimClamps(value: Int, brightness: Int) {
        #expect(deskLamp.alter(.dim(to: value)).brightness == brightness)
    }

    @Test("Light, colour, sets every colour", arguments: [Colour.white, .warmWhite, .red, .orange, .yellow, .green, .blue, .purple])
    func colours(colour: Colour) {
        #expect(deskLamp.alter(.colour(to: colour)).colour == colour)
    }

    @Test("Light, several changes, apply in order")
    func severalChanges() {
        let light = deskLamp.alter(.dim(to: 10), .turn(.on), .dim(to: 30), .colour(to: .blue))
        #expect(light.brightness == 30)
        #expect(light.isOn)
        #expect(light.colour == .blue)
        #expect(light.id == deskLamp.id)
        #expect(light.name == deskLamp.name)
    }
}
